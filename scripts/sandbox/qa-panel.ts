/**
 * What the QA flag panel (scripts/qa-panel, issue 17 point 5) needs from the sandbox: every dimension it
 * can switch with its values and the value now, and (in the preview) its script and the tag that loads it.
 * Dev and preview only: a production build never carries the panel; the preview's page gets the tag here.
 */
import type { FastifyInstance } from 'fastify';
import { readMerchantSchema } from '../matrix/dimensions.ts';
import { flags, platformValues, type Ctx } from './context.ts';

export const QA_PANEL_PATHS = { config: '/__sandbox/qa-panel', script: '/__sandbox/qa-panel.js' } as const;

export interface PanelDimension {
  name: string;
  values: readonly (string | number | boolean)[];
  /** The sandbox's value now; language and theme live in the browser, so the panel reads those itself. */
  now?: string | number | boolean;
}

export function panelDimensions(ctx: Ctx): PanelDimension[] {
  const schema = readMerchantSchema();
  const list = (def: string): readonly string[] => schema.$defs[def]?.enum ?? [];
  const f = flags(ctx);
  const platform = platformValues(ctx);
  const templates = platform.templates as Record<string, string>;
  return [
    { name: 'status', values: [0, 1, 2], now: ctx.state.maintenance ? 1 : ctx.state.regionRestriction ? 2 : 0 },
    { name: 'language', values: ctx.m.languages },
    { name: 'theme', values: ['dark', 'light'] },
    ...Object.entries(schema.properties.templates.properties).map(([name, def]) => ({ name: `template:${name}`, values: def.enum ?? [], now: templates[name] ?? '' })),
    ...list('flagName').map((name) => ({ name: `flag:${name}`, values: [true, false], now: f[name] === true })),
    ...list('moduleId').map((name) => ({ name: `module:${name}`, values: [true, false], now: platform.modules[name] === true })),
    ...list('agentMenuKey').map((name) => ({ name: `agentMenu:${name}`, values: [true, false], now: platform.agentMenu.includes(name) })),
  ];
}

/** The tag the page gets when the panel is on. */
export const PANEL_TAG = `<script type="module" src="${QA_PANEL_PATHS.script}"></script>`;

export function withPanelTag(html: string): string {
  return html.replace('</head>', `${PANEL_TAG}</head>`);
}

/** The panel's config (control header required like every control call) and, when given, its bundled script. */
export function registerQaPanel(app: FastifyInstance, ctx: Ctx, script: string | undefined): void {
  app.get(QA_PANEL_PATHS.config, () => ({ ok: true, dimensions: panelDimensions(ctx) }));
  if (script === undefined) return;
  app.get(QA_PANEL_PATHS.script, (_req, reply) => reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(script));
}
