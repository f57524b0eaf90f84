// @vitest-environment node
/** The route table's lookups (SPEC 2.1, DESIGN 3): trailing slashes, and the frame of a path only a feature module knows. */
import { describe, expect, it } from 'vitest';
import { FALLBACK_PATH, frameAt, routeAt } from '../../../src/config/routes.ts';

describe('route lookups (SPEC 2.1)', () => {
  it('a path with one or more trailing slashes, a query or a fragment is the same route', () => {
    expect(routeAt('/m/customer//?tab=1')?.path).toBe('/m/customer');
    expect(routeAt('/m/customer/#top')?.path).toBe('/m/customer');
    expect(routeAt('/m/no-such-screen')).toBeUndefined();
  });

  it('a path the table does not list takes a feature module\'s title for that very path, else the fallback\'s', () => {
    const modules = [{ path: '/m/other', title: 'other.title' }, { path: '/m/extra', title: 'extra.title' }];
    expect(frameAt('/m/extra//', modules)).toMatchObject({ path: '/m/extra', title: 'extra.title' });
    expect(frameAt('/m/unknown', modules).title).toBe(routeAt(FALLBACK_PATH)?.title);
    expect(frameAt('/m/unknown').title).toBe(routeAt(FALLBACK_PATH)?.title);
  });
});
