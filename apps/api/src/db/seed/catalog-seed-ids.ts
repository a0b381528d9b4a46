/**
 * Fixed ids of the seeded catalogue (products, prices, custom fields, providers, branches), so the
 * seed is idempotent and tests, docs and end-to-end runs can name them. Kept beside `seedIds`
 * because the catalogue's seed is its own step.
 */
export const catalogSeedIds = {
  branches: {
    demoOlaya: '7d3f0b8e-1c2a-4e5b-9f70-000000000001',
    demoJeddah: '7d3f0b8e-1c2a-4e5b-9f70-000000000002',
    salonMain: '7d3f0b8e-1c2a-4e5b-9f70-000000000003',
    clinicMain: '7d3f0b8e-1c2a-4e5b-9f70-000000000004',
  },
  providers: {
    /** Massage therapist, Olaya branch (Sun–Thu 09–17, Sat 10–14). */
    noura: '7d3f0b8e-1c2a-4e5b-9f71-000000000001',
    /** Massage therapist, Olaya branch (Sun–Thu 13–21). */
    huda: '7d3f0b8e-1c2a-4e5b-9f71-000000000002',
    /** Mobile car washer, geofenced to central Riyadh. */
    fahad: '7d3f0b8e-1c2a-4e5b-9f71-000000000003',
    /** Mobile car washer, geofenced to north Riyadh. */
    khalid: '7d3f0b8e-1c2a-4e5b-9f71-000000000004',
    /** Photographer (every day 16–22). */
    sara: '7d3f0b8e-1c2a-4e5b-9f71-000000000005',
    /** The chalet itself (a resource, every day). */
    chalet: '7d3f0b8e-1c2a-4e5b-9f71-000000000006',
    /** The meeting room (a resource, Sun–Thu 08–20). */
    meetingRoom: '7d3f0b8e-1c2a-4e5b-9f71-000000000007',
    /** Salon stylists (Sat–Thu 10–22, Fri 16–22). */
    reem: '7d3f0b8e-1c2a-4e5b-9f71-000000000008',
    lama: '7d3f0b8e-1c2a-4e5b-9f71-000000000009',
    /** Clinic doctor (Sat–Thu 09–21). */
    drAhmed: '7d3f0b8e-1c2a-4e5b-9f71-000000000010',
  },
  products: {
    /** Merchandise with three prices, the 1 kg one out of stock; a gift-wrap add-on. */
    coffee: '7d3f0b8e-1c2a-4e5b-9f72-000000000001',
    /** Merchandise with limited stock, a required engraving and a gift box charged once. */
    pen: '7d3f0b8e-1c2a-4e5b-9f72-000000000002',
    /** Subscription: monthly and yearly. */
    coffeeClub: '7d3f0b8e-1c2a-4e5b-9f72-000000000003',
    /** Package of five spa sessions. */
    spaPackage: '7d3f0b8e-1c2a-4e5b-9f72-000000000004',
    /** Reservation: hourly slots, the customer chooses Noura or Huda (by name); a hot-stones add-on and a pressure choice. */
    massage: '7d3f0b8e-1c2a-4e5b-9f72-000000000005',
    /** Reservation: full-day booking of the chalet. */
    chalet: '7d3f0b8e-1c2a-4e5b-9f72-000000000006',
    /** Reservation: hourly, variable duration (book several hours in a row). */
    meetingRoom: '7d3f0b8e-1c2a-4e5b-9f72-000000000007',
    /**
     * Reservation at the customer's place: geofenced providers, location required; two providers
     * and no choice of one, so the customer picks a provider count.
     */
    carWash: '7d3f0b8e-1c2a-4e5b-9f72-000000000008',
    /** Reservation with a deposit and a required occasion. */
    photoshoot: '7d3f0b8e-1c2a-4e5b-9f72-000000000009',
    /** Salon: haircut with a chosen stylist. */
    salonHaircut: '7d3f0b8e-1c2a-4e5b-9f72-000000000010',
    /** Salon: hair-care kit. */
    salonHairKit: '7d3f0b8e-1c2a-4e5b-9f72-000000000011',
    /** Clinic: 30-minute consultation with the doctor. */
    clinicConsultation: '7d3f0b8e-1c2a-4e5b-9f72-000000000012',
    /** Clinic: vitamin D3 supplement, unlimited. */
    clinicVitaminD3: '7d3f0b8e-1c2a-4e5b-9f72-000000000013',
  },
  prices: {
    coffee250g: '7d3f0b8e-1c2a-4e5b-9f73-000000000001',
    coffee500g: '7d3f0b8e-1c2a-4e5b-9f73-000000000002',
    /** Out of stock. */
    coffee1kg: '7d3f0b8e-1c2a-4e5b-9f73-000000000003',
    /** 25 in stock. */
    pen: '7d3f0b8e-1c2a-4e5b-9f73-000000000004',
    coffeeClubMonthly: '7d3f0b8e-1c2a-4e5b-9f73-000000000005',
    coffeeClubYearly: '7d3f0b8e-1c2a-4e5b-9f73-000000000006',
    spaPackage: '7d3f0b8e-1c2a-4e5b-9f73-000000000007',
    massage: '7d3f0b8e-1c2a-4e5b-9f73-000000000008',
    chaletDay: '7d3f0b8e-1c2a-4e5b-9f73-000000000009',
    meetingRoomHour: '7d3f0b8e-1c2a-4e5b-9f73-000000000010',
    carWashBasic: '7d3f0b8e-1c2a-4e5b-9f73-000000000011',
    carWashPremium: '7d3f0b8e-1c2a-4e5b-9f73-000000000012',
    /** 1500 SAR with a 500 SAR deposit. */
    photoshoot: '7d3f0b8e-1c2a-4e5b-9f73-000000000013',
    salonHaircut: '7d3f0b8e-1c2a-4e5b-9f73-000000000014',
    salonHairKit: '7d3f0b8e-1c2a-4e5b-9f73-000000000015',
    /** 250 SAR. */
    clinicConsultation: '7d3f0b8e-1c2a-4e5b-9f73-000000000016',
    /** 45 SAR, unlimited. */
    clinicVitaminD3: '7d3f0b8e-1c2a-4e5b-9f73-000000000017',
  },
  customFields: {
    coffeeGiftWrap: '7d3f0b8e-1c2a-4e5b-9f74-000000000001',
    penEngraving: '7d3f0b8e-1c2a-4e5b-9f74-000000000002',
    penGiftBox: '7d3f0b8e-1c2a-4e5b-9f74-000000000003',
    massageHotStones: '7d3f0b8e-1c2a-4e5b-9f74-000000000004',
    meetingRoomProjector: '7d3f0b8e-1c2a-4e5b-9f74-000000000005',
    photoshootOccasion: '7d3f0b8e-1c2a-4e5b-9f74-000000000006',
    carWashNotes: '7d3f0b8e-1c2a-4e5b-9f74-000000000007',
    /** The massage's pressure: an optional custom field without a price, beside its add-on. */
    massagePressure: '7d3f0b8e-1c2a-4e5b-9f74-000000000008',
  },
} as const;
