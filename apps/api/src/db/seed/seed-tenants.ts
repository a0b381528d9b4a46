import { readFile } from 'node:fs/promises';
import { paymentMethodSchema, type PaymentMethod } from '@storefront/contracts';
import { bankAccounts, tenantLogos, tenants, termsAndConditions } from '../schema/index.ts';
import type { SeedContext } from './seed-context.ts';
import { seedIds } from './seed-ids.ts';

const demoTermsAr = `<h2>الشروط والأحكام</h2>
<p>باستخدامك لهذا المتجر فإنك توافق على الشروط التالية.</p>
<ol>
  <li>تشمل الأسعار ضريبة القيمة المضافة بنسبة 15٪ ما لم يُذكر خلاف ذلك.</li>
  <li>يُؤكَّد الطلب بعد استلام الدفع أو اختيار الدفع عند الاستلام.</li>
  <li>يمكن إلغاء الحجوزات قبل موعدها بـ 24 ساعة على الأقل.</li>
  <li>للتحويل البنكي، يرجى رفع إيصال التحويل ليتم تأكيد طلبك.</li>
</ol>`;

const demoTermsEn = `<h2>Terms and conditions</h2>
<p>By using this store you agree to the following terms.</p>
<ol>
  <li>Prices include 15% VAT unless stated otherwise.</li>
  <li>An order is confirmed once payment is received or cash on delivery is chosen.</li>
  <li>Reservations can be cancelled up to 24 hours before their time.</li>
  <li>For bank transfers, upload the transfer receipt so your order can be confirmed.</li>
</ol>`;

const salonTermsAr = `<h2>الشروط والأحكام</h2><p>يرجى الحضور قبل موعدك بعشر دقائق.</p>`;
const salonTermsEn = `<h2>Terms and conditions</h2><p>Please arrive ten minutes before your appointment.</p>`;

const everyPaymentMethod: PaymentMethod[] = [...paymentMethodSchema.options];

/**
 * The three tenants of docs/product/demo-data.md: `demo` (logo, 15 % tax, every payment method, two
 * bank accounts, terms in Arabic and English), `salon` (no logo, cash and bank transfer only, no
 * bank accounts) and `closed` (no payment method). Inserts only what is missing.
 */
export async function seedTenants({ db, now }: SeedContext): Promise<void> {
  await db
    .insert(tenants)
    .values([
      {
        id: seedIds.tenants.demo,
        name: 'demo',
        brandName: 'Demo Store',
        taxPercentage: 15,
        currency: 'SAR',
        paymentMethods: everyPaymentMethod,
        createdAt: now,
      },
      {
        id: seedIds.tenants.salon,
        name: 'salon',
        brandName: 'Salon Noura',
        taxPercentage: 15,
        currency: 'SAR',
        paymentMethods: ['cash', 'banktransfer'],
        createdAt: now,
      },
      {
        id: seedIds.tenants.closed,
        name: 'closed',
        brandName: 'Closed Shop',
        taxPercentage: 15,
        currency: 'SAR',
        paymentMethods: [],
        createdAt: now,
      },
    ])
    .onConflictDoNothing();

  const logo = await readFile(new URL('./demo-logo.svg', import.meta.url));
  await db
    .insert(tenantLogos)
    .values({
      tenantId: seedIds.tenants.demo,
      contentType: 'image/svg+xml',
      content: new Uint8Array(logo),
      updatedAt: now,
    })
    .onConflictDoNothing();

  await db
    .insert(termsAndConditions)
    .values([
      { tenantId: seedIds.tenants.demo, language: 'ar', content: demoTermsAr, updatedAt: now },
      { tenantId: seedIds.tenants.demo, language: 'en', content: demoTermsEn, updatedAt: now },
      { tenantId: seedIds.tenants.salon, language: 'ar', content: salonTermsAr, updatedAt: now },
      { tenantId: seedIds.tenants.salon, language: 'en', content: salonTermsEn, updatedAt: now },
    ])
    .onConflictDoNothing();

  await db
    .insert(bankAccounts)
    .values([
      {
        id: seedIds.bankAccounts.demoAlRajhi,
        tenantId: seedIds.tenants.demo,
        bankCode: 7,
        accountHolderName: 'Demo Store Trading Co.',
        accountNumber: '608010167519',
        iban: 'SA1780000123608010167519',
        sortOrder: 1,
        createdAt: now,
      },
      {
        id: seedIds.bankAccounts.demoSnb,
        tenantId: seedIds.tenants.demo,
        bankCode: 1,
        accountHolderName: 'Demo Store Trading Co.',
        accountNumber: '01234567890123',
        iban: 'SA4210000001234567890123',
        sortOrder: 2,
        createdAt: now,
      },
    ])
    .onConflictDoNothing();
}
