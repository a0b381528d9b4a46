/**
 * Fixed ids of the demo customer's account (docs/product/demo-data.md): fixed so the seed is
 * idempotent and tests and docs can name them.
 */
export const customerAccountSeedIds = {
  /** The demo tenant's demo customer; signs in with {@link demoCustomerMobileNumber}. */
  demoCustomer: '7d3f0b8e-1c2a-4e5b-9f90-000000000001',
  presets: {
    car: '7d3f0b8e-1c2a-4e5b-9f91-000000000001',
    address: '7d3f0b8e-1c2a-4e5b-9f91-000000000002',
  },
  presetGroups: {
    myCar: '7d3f0b8e-1c2a-4e5b-9f92-000000000001',
    familyCar: '7d3f0b8e-1c2a-4e5b-9f92-000000000002',
    home: '7d3f0b8e-1c2a-4e5b-9f92-000000000003',
  },
  locations: {
    home: '7d3f0b8e-1c2a-4e5b-9f93-000000000001',
    office: '7d3f0b8e-1c2a-4e5b-9f93-000000000002',
  },
  /** The seven demo orders, oldest first; each order's cart and single line share its suffix. */
  orders: [1, 2, 3, 4, 5, 6, 7].map((n) => ({
    order: `7d3f0b8e-1c2a-4e5b-9f94-00000000000${n}`,
    cart: `7d3f0b8e-1c2a-4e5b-9f95-00000000000${n}`,
    line: `7d3f0b8e-1c2a-4e5b-9f96-00000000000${n}`,
  })),
  spaPackage: '7d3f0b8e-1c2a-4e5b-9f97-000000000001',
  spaPackageMassages: '7d3f0b8e-1c2a-4e5b-9f97-000000000002',
  spaPackageContents: '7d3f0b8e-1c2a-4e5b-9f98-000000000001',
  coffeeClubSubscription: '7d3f0b8e-1c2a-4e5b-9f99-000000000001',
} as const;

/** The demo customer's mobile number as typed (E.164: `+966555000111`); `npm start` prints it. */
export const demoCustomerMobileNumber = '0555000111';
