/** R3-19: the obfuscation of a customer-service link's path, as schemas/api/system.schema.json defines it. */
export function encodeServicePath(url: string): string {
  return Buffer.from(url, 'utf8').toString('base64');
}
