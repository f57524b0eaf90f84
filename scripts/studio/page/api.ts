/** The studio server's API, as the page calls it. */
export interface ConfigError { file: string; path: string; message: string }
export type Config = Record<string, unknown>;
export interface BrandSummary { code: string; name: string; extends?: string }
export interface LoadedBrand { code: string; own: Config; config?: Config; parent?: string; errors: ConfigError[] }
export interface LanguageTexts { code: string; name: string; complete: boolean; missing: string }

/** The line `npm run validate` prints for an error. */
export const formatError = (error: ConfigError): string => `${error.file}: ${error.path || '/'}: ${error.message}`;

async function call<T>(method: string, url: string, body?: unknown): Promise<{ status: number; value: T }> {
  const response = await fetch(url, {
    method, ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  return { status: response.status, value: (await response.json()) as T };
}

export const api = {
  brands: () => call<{ brands: BrandSummary[]; current: string | null }>('GET', '/studio/api/brands'),
  brand: (code: string) => call<LoadedBrand & { error?: string }>('GET', `/studio/api/brands/${encodeURIComponent(code)}`),
  preview: (code: string, config: Config) => call<{ errors?: ConfigError[]; previewing?: boolean; error?: string }>('PUT', `/studio/api/preview/${encodeURIComponent(code)}`, { config }),
  save: (code: string, config: Config) => call<{ saved?: string; own?: Config; errors?: ConfigError[]; error?: string }>('PUT', `/studio/api/brands/${encodeURIComponent(code)}`, { config }),
  create: (code: string, from: string) => call<{ code?: string; output?: string; error?: string }>('POST', '/studio/api/brands', { code, from }),
  languages: () => call<{ languages: LanguageTexts[] }>('GET', '/studio/api/languages'),
};
