/**
 * Fixed ids of the seeded rows. Fixed so the seed is idempotent (re-running inserts nothing that
 * exists) and so tests, docs and end-to-end runs can name them (e.g. `tenantId` of event streams).
 */
export const seedIds = {
  tenants: {
    demo: '7d3f0b8e-1c2a-4e5b-9f60-000000000001',
    salon: '7d3f0b8e-1c2a-4e5b-9f60-000000000002',
    closed: '7d3f0b8e-1c2a-4e5b-9f60-000000000003',
    clinic: '7d3f0b8e-1c2a-4e5b-9f60-000000000004',
  },
  bankAccounts: {
    demoAlRajhi: '7d3f0b8e-1c2a-4e5b-9f61-000000000001',
    demoSnb: '7d3f0b8e-1c2a-4e5b-9f61-000000000002',
  },
  coupons: {
    welcome10: '7d3f0b8e-1c2a-4e5b-9f62-000000000001',
    save50: '7d3f0b8e-1c2a-4e5b-9f62-000000000002',
    expired: '7d3f0b8e-1c2a-4e5b-9f62-000000000003',
  },
} as const;
