import { ApiError } from '@storefront/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { logoutWhenSignedOut } from './logout-when-signed-out.ts';

const failWith = (status: number) =>
  Promise.reject(new ApiError({ status, code: 'API_ERROR', message: `status ${status}` }));

describe('logoutWhenSignedOut', () => {
  it('logs out once on the first query that fails with 401', async () => {
    const queryClient = createQueryClient();
    const logout = vi.fn();
    logoutWhenSignedOut(queryClient, logout);
    await queryClient.fetchQuery({ queryKey: ['a'], queryFn: () => failWith(401) }).catch(() => 0);
    await queryClient.fetchQuery({ queryKey: ['b'], queryFn: () => failWith(401) }).catch(() => 0);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('leaves other failures to the screens', async () => {
    const queryClient = createQueryClient();
    const logout = vi.fn();
    logoutWhenSignedOut(queryClient, logout);
    for (const status of [0, 403, 404, 500]) {
      await queryClient
        .fetchQuery({ queryKey: ['q', status], queryFn: () => failWith(status) })
        .catch(() => 0);
    }
    await queryClient
      .fetchQuery({ queryKey: ['plain'], queryFn: () => Promise.reject(new Error('401')) })
      .catch(() => 0);
    expect(logout).not.toHaveBeenCalled();
  });
});
