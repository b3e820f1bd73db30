/**
 * The cookies a page writes, as the browser receives them (`name=value; Max-Age=...; Path=/`):
 * jsdom's document.cookie only reads back names and values, not how long a cookie lasts.
 */
let writes: string[] = [];

export function recordCookieWrites(): void {
  writes = [];
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => native.get!.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      native.set!.call(document, value);
    },
  });
}

export function stopRecordingCookieWrites(): void {
  Reflect.deleteProperty(document, 'cookie');
}

/** The Max-Age of the last write of the cookie `name`, in days (null: a session cookie; undefined: never written). */
export function lastMaxAgeDays(name: string): number | null | undefined {
  const write = writes.filter((w) => w.startsWith(`${name}=`)).at(-1);
  if (write === undefined) return undefined;
  const seconds = /;\s*Max-Age=(\d+)/i.exec(write)?.[1];
  return seconds === undefined ? null : Number(seconds) / 86_400;
}
