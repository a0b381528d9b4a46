import { branches, providers, type WeeklyHours } from '../schema/index.ts';
import { catalogSeedIds as ids } from './catalog-seed-ids.ts';
import type { SeedContext } from './seed-context.ts';
import { seedIds } from './seed-ids.ts';

const demo = seedIds.tenants.demo;
const salon = seedIds.tenants.salon;

type Period = readonly [from: string, to: string];

/** The same period on each of `weekdays` (0 Sunday … 6 Saturday). */
const on = (weekdays: number[], ...period: Period) =>
  Object.fromEntries(weekdays.map((day) => [day, period])) as Partial<Record<number, Period>>;

/** A week from a map of weekday to one working period. */
function week(days: Partial<Record<number, Period>>): WeeklyHours {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => {
    const period = days[day];
    return period ? [{ from: period[0], to: period[1] }] : [];
  });
}

const sundayToThursday = [0, 1, 2, 3, 4];
const exceptFriday = [0, 1, 2, 3, 4, 6];
const everyDay = [0, 1, 2, 3, 4, 5, 6];

const noGeofence = { geofenceLatitude: null, geofenceLongitude: null, geofenceRadiusMeters: null };

/**
 * The demo catalogue's places and people: the demo shop's Olaya and Jeddah branches and the
 * salon's one, and their providers with weekly hours (the car washers geofenced to Riyadh).
 * Inserts only what is missing.
 */
export async function seedBranchesAndProviders({ db, now }: SeedContext): Promise<void> {
  await db
    .insert(branches)
    .values([
      {
        id: ids.branches.demoOlaya,
        tenantId: demo,
        nameAr: 'فرع العليا',
        nameEn: 'Olaya Branch',
        addressAr: 'شارع العليا، حي العليا، الرياض',
        addressEn: 'Olaya Street, Al Olaya, Riyadh',
        latitude: 24.6953,
        longitude: 46.6853,
        phoneNumber: '+966112345678',
        sortOrder: 1,
        createdAt: now,
      },
      {
        id: ids.branches.demoJeddah,
        tenantId: demo,
        nameAr: 'فرع جدة',
        nameEn: 'Jeddah Branch',
        addressAr: 'طريق الملك عبدالعزيز، حي الشاطئ، جدة',
        addressEn: 'King Abdulaziz Road, Al Shati, Jeddah',
        latitude: 21.5912,
        longitude: 39.1095,
        phoneNumber: '+966122345678',
        sortOrder: 2,
        createdAt: now,
      },
      {
        id: ids.branches.salonMain,
        tenantId: salon,
        nameAr: 'صالون نورة - الملقا',
        nameEn: 'Salon Noura - Al Malqa',
        addressAr: 'طريق أنس بن مالك، حي الملقا، الرياض',
        addressEn: 'Anas Ibn Malik Road, Al Malqa, Riyadh',
        latitude: 24.8103,
        longitude: 46.6112,
        phoneNumber: '+966113456789',
        sortOrder: 1,
        createdAt: now,
      },
    ])
    .onConflictDoNothing();

  await db
    .insert(providers)
    .values([
      {
        id: ids.providers.noura,
        tenantId: demo,
        branchId: ids.branches.demoOlaya,
        nameAr: 'نورة',
        nameEn: 'Noura',
        weeklyHours: week({ ...on(sundayToThursday, '09:00', '17:00'), 6: ['10:00', '14:00'] }),
        ...noGeofence,
        sortOrder: 1,
        createdAt: now,
      },
      {
        id: ids.providers.huda,
        tenantId: demo,
        branchId: ids.branches.demoOlaya,
        nameAr: 'هدى',
        nameEn: 'Huda',
        weeklyHours: week(on(sundayToThursday, '13:00', '21:00')),
        ...noGeofence,
        sortOrder: 2,
        createdAt: now,
      },
      {
        id: ids.providers.fahad,
        tenantId: demo,
        branchId: null,
        nameAr: 'فهد',
        nameEn: 'Fahad',
        weeklyHours: week(on(exceptFriday, '08:00', '18:00')),
        // Central Riyadh (Al Olaya), 12 km around.
        geofenceLatitude: 24.6953,
        geofenceLongitude: 46.6853,
        geofenceRadiusMeters: 12_000,
        sortOrder: 3,
        createdAt: now,
      },
      {
        id: ids.providers.khalid,
        tenantId: demo,
        branchId: null,
        nameAr: 'خالد',
        nameEn: 'Khalid',
        weeklyHours: week(on(exceptFriday, '08:00', '18:00')),
        // North Riyadh (Al Narjis), 10 km around.
        geofenceLatitude: 24.8225,
        geofenceLongitude: 46.64,
        geofenceRadiusMeters: 10_000,
        sortOrder: 4,
        createdAt: now,
      },
      {
        id: ids.providers.sara,
        tenantId: demo,
        branchId: ids.branches.demoJeddah,
        nameAr: 'سارة',
        nameEn: 'Sara',
        weeklyHours: week(on(everyDay, '16:00', '22:00')),
        ...noGeofence,
        sortOrder: 5,
        createdAt: now,
      },
      {
        id: ids.providers.chalet,
        tenantId: demo,
        branchId: null,
        nameAr: 'شاليه النخيل',
        nameEn: 'Al Nakheel Chalet',
        weeklyHours: week(on(everyDay, '00:00', '24:00')),
        ...noGeofence,
        sortOrder: 6,
        createdAt: now,
      },
      {
        id: ids.providers.meetingRoom,
        tenantId: demo,
        branchId: ids.branches.demoOlaya,
        nameAr: 'قاعة الاجتماعات أ',
        nameEn: 'Meeting Room A',
        weeklyHours: week(on(sundayToThursday, '08:00', '20:00')),
        ...noGeofence,
        sortOrder: 7,
        createdAt: now,
      },
      {
        id: ids.providers.reem,
        tenantId: salon,
        branchId: ids.branches.salonMain,
        nameAr: 'ريم',
        nameEn: 'Reem',
        weeklyHours: week({ ...on(exceptFriday, '10:00', '22:00'), 5: ['16:00', '22:00'] }),
        ...noGeofence,
        sortOrder: 1,
        createdAt: now,
      },
      {
        id: ids.providers.lama,
        tenantId: salon,
        branchId: ids.branches.salonMain,
        nameAr: 'لمى',
        nameEn: 'Lama',
        weeklyHours: week({ ...on(exceptFriday, '12:00', '22:00'), 5: ['16:00', '22:00'] }),
        ...noGeofence,
        sortOrder: 2,
        createdAt: now,
      },
    ])
    .onConflictDoNothing();
}
