import type { CardBrand } from './card-brand.ts';

const frame = 'h-6 w-10 shrink-0 rounded border border-slate-200 bg-white';

/**
 * A card network's small logo. Decorative: the brand's name is given as text beside it (see
 * `CardFields`), so the image is hidden from screen readers.
 *
 * @example
 * <CardBrandLogo brand="mada" />
 */
export function CardBrandLogo({ brand }: { brand: CardBrand }) {
  if (brand === 'mastercard') {
    return (
      <svg aria-hidden="true" viewBox="0 0 40 24" className={frame} data-brand="mastercard">
        <circle cx="16" cy="12" r="7" fill="#eb001b" />
        <circle cx="24" cy="12" r="7" fill="#f79e1b" />
        <path d="M20 6.3a7 7 0 0 1 0 11.4 7 7 0 0 1 0-11.4Z" fill="#ff5f00" />
      </svg>
    );
  }
  if (brand === 'visa') {
    return (
      <svg aria-hidden="true" viewBox="0 0 40 24" className={frame} data-brand="visa">
        <text
          x="20"
          y="16.5"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="11"
          fontStyle="italic"
          fontWeight="700"
          fill="#1a1f71"
        >
          VISA
        </text>
      </svg>
    );
  }
  if (brand === 'mada') {
    return (
      <svg aria-hidden="true" viewBox="0 0 40 24" className={frame} data-brand="mada">
        <rect x="4" y="7" width="11" height="4" fill="#259bd6" />
        <rect x="4" y="13" width="11" height="4" fill="#84b740" />
        <text
          x="27"
          y="15.5"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="9"
          fontWeight="700"
          fill="#27292d"
        >
          mada
        </text>
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 40 24" className={frame} data-brand="amex">
      <rect x="1" y="1" width="38" height="22" rx="2" fill="#2e77bc" />
      <text
        x="20"
        y="15.5"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="8"
        fontWeight="700"
        fill="#fff"
      >
        AMEX
      </text>
    </svg>
  );
}
