/**
 * A new UUIDv7, the id a client gives what it creates (DESIGN.md §3): time-ordered, so the server's
 * indexes stay compact. The generator is fetched with the first write, not with the first screen.
 */
export async function newClientId(): Promise<string> {
  const { uuidv7 } = await import('uuidv7');
  return uuidv7();
}
