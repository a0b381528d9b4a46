/**
 * A point as "latitude, longitude", six decimals (about 10 cm), for a location without a
 * description and beside one that has.
 *
 * @example
 * coordinatesText({ latitude: 24.7136, longitude: 46.6753 }); // '24.713600, 46.675300'
 */
export function coordinatesText({ latitude, longitude }: { latitude: number; longitude: number }) {
  return `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
}
