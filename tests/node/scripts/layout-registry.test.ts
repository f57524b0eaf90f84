import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DRAWER_ITEMS } from '../../../src/render/drawer-registry.ts';
import { HOME_SECTIONS, NAV_ITEMS } from '../../../src/render/registry.tsx';
import { ROOT } from './helpers.ts';

interface Def { enum?: string[]; properties?: Record<string, { $ref?: string }>; items?: { $ref?: string } }
const schema = JSON.parse(readFileSync(join(ROOT, 'schemas', 'merchant.schema.json'), 'utf8')) as {
  properties: { layout: { properties: Record<string, Def> } };
  $defs: Record<string, Def>;
};
const slots = Object.keys(schema.properties.layout.properties);

/** The enum an operator's editor offers for `type` in a slot, followed through the slot's $refs. */
function schemaTypes(slot: string): string[] {
  const item = schema.properties.layout.properties[slot]?.items?.$ref?.replace('#/$defs/', '') ?? '';
  const type = schema.$defs[item]?.properties?.['type']?.$ref?.replace('#/$defs/', '') ?? '';
  return schema.$defs[type]?.enum ?? [];
}

const registry: Record<string, object> = { home: HOME_SECTIONS, drawer: DRAWER_ITEMS, ...NAV_ITEMS };
/** Slots no screen renders (none since the agent home); the schema still lists their types. */
const NOT_RENDERED: string[] = [];

describe('the merchant schema and the render registry know the same layout types (DESIGN 3)', () => {
  it('every slot of the schema has a registry, except the ones no screen renders', () => {
    expect(slots).toEqual(['home', 'drawer', 'footer', 'midNav', 'agentGrid', 'agentFooter']);
    expect(Object.keys(registry).sort()).toEqual(slots.filter((s) => !NOT_RENDERED.includes(s)).sort());
    for (const slot of NOT_RENDERED) expect(schemaTypes(slot).length, slot).toBeGreaterThan(0);
  });

  it.each(slots.filter((s) => !NOT_RENDERED.includes(s)))('layout.%s: a renderer for each type of the enum, and no renderer for a type it lacks', (slot) => {
    const types = schemaTypes(slot);
    expect(types.length).toBeGreaterThan(0);
    expect(Object.keys(registry[slot] ?? {}).sort()).toEqual([...types].sort());
  });
});
