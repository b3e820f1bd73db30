/*
 * The portal's custom AJV formats and keywords (W§5, R§5), and how they travel to the browser.
 *
 * Browser validators are AJV *standalone* code (DESIGN.md, "Validators in the browser without
 * unsafe-eval"). In standalone code AJV inlines a format only when it is a bare RegExp; a format
 * definition object ({ type, validate }) or a function is referenced as
 * `<code.formats>["name"]`, one expression for ALL non-RegExp formats, ajv-formats' included.
 * So `addPortalFormats` points `code.formats` at one virtual module, PORTAL_FORMATS_MODULE_ID,
 * whose exports are ajv-formats' full formats plus ours:
 *   - on the server (Node) that id resolves to `standaloneFormats` (this file's export);
 *   - in the served browser module it is inlined: `portalFormatsModuleSource()` is its
 *     CommonJS source, and `standaloneValidatorModule()` turns AJV's CommonJS output into a
 *     self-contained ES module with every `require` inlined (see the tests for the exact flow).
 *
 * Import this file on the AJV side only (factory, server, scripts): it pulls in AJV's code
 * generator. The screens import error-codes.ts, dates.ts and iban.ts directly.
 */
import type Ajv from 'ajv';
import { _, str, type Code, type CodeKeywordDefinition, type FormatDefinition, type KeywordCxt } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { DATE_LIMIT_PATTERN, isDdMmYyyyDate } from './dates';
import { errorCodeKeyword } from './error-codes';
import { ibanLengthTable, isValidIban, normalizeIban } from './iban';
import { ACCOUNT_NUMBER_PATTERN, BIC_PATTERN, SORT_CODE_PATTERN } from './bank-patterns';
import { isKnownTimeZone } from './time-zone';
import { isUnicodeRegex } from './unicode-regex';
import { isDateFormat } from '../time/date-format';

/** R§5: text without spaces or at signs, an at sign, a domain, a dot, a suffix of 2+ characters. */
export const PORTAL_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
/** R§5: optional leading plus, then digits, parentheses, hyphens and single spaces, ending in a digit. */
export const PORTAL_PHONE_PATTERN = /^\+?(?:[0-9()-]+ )*[0-9()-]*[0-9]$/;
/** W§5: up to 14 capital letters and digits (at least one). */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{1,14}$/;

/** The portal's formats, by the names the schemas use. */
export const portalFormats = {
  'portal-email': { type: 'string', validate: PORTAL_EMAIL_PATTERN },
  'portal-phone': { type: 'string', validate: PORTAL_PHONE_PATTERN },
  'account-number': { type: 'string', validate: ACCOUNT_NUMBER_PATTERN },
  'sort-code': { type: 'string', validate: SORT_CODE_PATTERN },
  // Spaces and lower case accepted (as printed on statements); see iban.ts.
  iban: { type: 'string', validate: isValidIban },
  bic: { type: 'string', validate: BIC_PATTERN },
  'dd-mm-yyyy': { type: 'string', validate: isDdMmYyyyDate },
  'referral-code': { type: 'string', validate: REFERRAL_CODE_PATTERN },
  // Region files: a city's and the support hours' time zone.
  'time-zone': { type: 'string', validate: isKnownTimeZone },
  // Region files: the date display formats (dayjs tokens the screens and PDFs can draw).
  'date-format': { type: 'string', validate: isDateFormat },
  // Region files: an expression a form takes as its `pattern` (postcodePattern), compiled as AJV does.
  'unicode-regex': { type: 'string', validate: isUnicodeRegex },
} as const satisfies Record<string, FormatDefinition<string>>;

export type PortalFormatName = keyof typeof portalFormats;

/**
 * The module id standalone code `require`s for every non-RegExp format. Virtual: no file has
 * this name. Map it to `standaloneFormats` (Node) or inline `portalFormatsModuleSource()` (browser).
 */
export const PORTAL_FORMATS_MODULE_ID = 'portal-validation-formats';

/** What `code.formats` must be: `require("portal-validation-formats")`. Set by addPortalFormats. */
export const portalFormatsCode: Code = _`require(${PORTAL_FORMATS_MODULE_ID})`;

/** The exports of PORTAL_FORMATS_MODULE_ID: ajv-formats' full formats, then the portal's. */
export const standaloneFormats: Record<string, FormatDefinition<string> | RegExp | ((value: string) => boolean)> = {
  // ajv-formats types its table loosely (formats for numbers too); every entry is a valid format.
  ...(fullFormats as Record<string, FormatDefinition<string>>),
  ...portalFormats,
};

/**
 * `maximumDate` / `minimumDate`: a DD/MM/YYYY string must not be after / before the given day
 * (W§5, almost-there graduation date: not more than six years ahead, not in the 19th century).
 * Value: "YYYY-MM-DD", or "today" / "today+Ny" / "today-Ny" evaluated when validating (a cached
 * browser validator never goes stale). Pair it with `format: "dd-mm-yyyy"`: a value that is not
 * DD/MM/YYYY is left to the format. Generated code only (no function to reference), so it works
 * unchanged in standalone code.
 */
function dateLimitKeyword(keyword: 'maximumDate' | 'minimumDate'): CodeKeywordDefinition {
  const after = keyword === 'maximumDate';
  return {
    keyword,
    type: 'string',
    schemaType: 'string',
    metaSchema: { type: 'string', pattern: DATE_LIMIT_PATTERN },
    error: {
      message: ({ schemaCode }) => (after ? str`must not be after ${schemaCode}` : str`must not be before ${schemaCode}`),
      params: ({ schemaCode }) => (after ? _`{maximumDate: ${schemaCode}}` : _`{minimumDate: ${schemaCode}}`),
    },
    code(cxt: KeywordCxt) {
      const { gen, data } = cxt;
      const schema = cxt.schema as string;
      let limit: Code;
      const fixed = /^(\d{4})-(\d{2})-(\d{2})$/.exec(schema);
      if (fixed !== null) {
        limit = _`${Number(fixed[1]) * 10000 + Number(fixed[2]) * 100 + Number(fixed[3])}`;
      } else {
        const relative = /^today(?:([+-])(\d{1,3})y)?$/.exec(schema);
        const years = relative?.[2] === undefined ? 0 : Number(relative[2]) * (relative[1] === '-' ? -1 : 1);
        const now = gen.const('now', _`new Date()`);
        limit = _`((${now}.getFullYear() + ${years}) * 10000 + (${now}.getMonth() + 1) * 100 + ${now}.getDate())`;
      }
      const day = _`(+${data}.slice(6, 10) * 10000 + +${data}.slice(3, 5) * 100 + +${data}.slice(0, 2))`;
      const outside = after ? _`${day} > ${limit}` : _`${day} < ${limit}`;
      cxt.fail(_`${data}.length === 10 && ${data}[2] === "/" && ${data}[5] === "/" && ${outside}`);
    },
  };
}

export const maximumDateKeyword = dateLimitKeyword('maximumDate');
export const minimumDateKeyword = dateLimitKeyword('minimumDate');

/**
 * Registers the portal formats, the `maximumDate` and `minimumDate` keywords and the `errorCode` annotation on
 * `ajv`, and points `code.formats` at PORTAL_FORMATS_MODULE_ID so standalone code can reference
 * every non-RegExp format (ajv-formats' too: call it before or after `addFormats(ajv)`, in
 * ajv-formats' default "full" mode). Call before compiling anything. Idempotent.
 */
export function addPortalFormats(ajv: Ajv): Ajv {
  for (const [name, definition] of Object.entries(portalFormats)) {
    ajv.addFormat(name, definition);
  }
  ajv.opts.code.formats = portalFormatsCode;
  for (const keyword of [maximumDateKeyword, minimumDateKeyword]) if (!ajv.getKeyword(keyword.keyword as string)) ajv.addKeyword(keyword);
  if (!ajv.getKeyword(errorCodeKeyword.keyword as string)) ajv.addKeyword(errorCodeKeyword);
  return ajv;
}

/** The format functions and everything they call, serialised into the browser module. */
const SERIALISED_FUNCTIONS: ReadonlyArray<(...args: never[]) => unknown> = [
  ibanLengthTable,
  normalizeIban,
  isValidIban,
  isDdMmYyyyDate,
  isKnownTimeZone,
  isDateFormat,
  isUnicodeRegex,
];

/**
 * The CommonJS source of PORTAL_FORMATS_MODULE_ID for the browser: the format functions'
 * own source text (they are written to be self-contained, see iban.ts and dates.ts), the
 * RegExps as literals, and ajv-formats' full formats `require`d from
 * "ajv-formats/dist/formats" (a dependency-free CommonJS file to inline as well).
 * With `only`, just those formats and the functions they call: a login form that names one
 * format (portal-email) then ships neither ajv-formats' table nor the IBAN or time-zone checks,
 * about 3 KB less per validator. ajv-formats is required only when one of its formats is named.
 * Throws if a format cannot be serialised, so a new format cannot silently break the browser.
 */
export function portalFormatsModuleSource(only?: ReadonlySet<string>): string {
  const names = Object.keys(portalFormats).filter((name) => !only || only.has(name));
  const entries = names.map((name) => {
    const validate: unknown = portalFormats[name as PortalFormatName].validate;
    let code: string;
    if (validate instanceof RegExp) {
      code = validate.toString();
    } else if (typeof validate === 'function' && SERIALISED_FUNCTIONS.includes(validate as never)) {
      code = validate.name;
    } else {
      throw new Error(`format "${name}" cannot be serialised for standalone code`);
    }
    return `  ${JSON.stringify(name)}: { type: "string", validate: ${code} }`;
  });
  // The helpers the chosen formats call, and what those call in turn (found by name in their source).
  const needed = new Set<(...args: never[]) => unknown>();
  const wanted = [entries.join('\n')];
  while (wanted.length > 0) {
    const text = wanted.pop() as string;
    for (const fn of SERIALISED_FUNCTIONS) {
      if (needed.has(fn) || !new RegExp(`\\b${fn.name}\\b`).test(text)) continue;
      needed.add(fn);
      wanted.push(fn.toString());
    }
  }
  const declarations = SERIALISED_FUNCTIONS.filter((fn) => needed.has(fn)).map((fn) => {
    const source = fn.toString();
    if (!source.startsWith(`function ${fn.name}(`)) {
      throw new Error(`format helper ${fn.name} is not a plain function declaration: ${source.slice(0, 60)}`);
    }
    return source;
  });
  const ajvFormatsNeeded = !only || [...only].some((name) => !(name in portalFormats));
  return [
    '"use strict";',
    ...declarations,
    `module.exports = Object.assign({}, ${ajvFormatsNeeded ? 'require("ajv-formats/dist/formats").fullFormats' : '{}'}, {`,
    entries.join(',\n'),
    '});',
    '',
  ].join('\n');
}

/**
 * The format names standalone code reads off PORTAL_FORMATS_MODULE_ID
 * (`require("portal-validation-formats")["portal-email"]`, or `.iban` for a name that is an
 * identifier), or null when it uses the module some other way (then the whole module is inlined).
 */
function formatsNamed(cjsCode: string): Set<string> | null {
  const id = JSON.stringify(PORTAL_FORMATS_MODULE_ID);
  const all = cjsCode.split(`require(${id})`).length - 1;
  const access = new RegExp(`require\\(${escapeRegExp(id)}\\)(?:\\[("[^"\\\\]+")\\]|\\.([A-Za-z_$][\\w$]*))`, 'g');
  const named = [...cjsCode.matchAll(access)].map((match) => (match[1] ? (JSON.parse(match[1]) as string) : match[2]));
  return named.length === all ? new Set(named) : null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const REQUIRE_CALL = /\brequire\("([^"]+)"\)/g;

/**
 * Turns AJV's CommonJS standalone output (`standaloneCode(ajv, ...)`, or RJSF's
 * `compileSchemaValidatorsCode`) into one self-contained ES module whose default export is the
 * CommonJS `module.exports`: every `require("id")` (recursively) is inlined, the portal formats
 * from `portalFormatsModuleSource()`, any other id from `moduleSource(id)`, which the server
 * implements by reading the package file (`ajv/dist/runtime/equal`, `fast-deep-equal`,
 * `ajv/dist/runtime/ucs2length`, `ajv-formats/dist/formats`...). The result imports nothing
 * and evaluates no strings, so it runs under `script-src 'self'`.
 */
export function standaloneValidatorModule(cjsCode: string, moduleSource: (id: string) => string): string {
  const sources = new Map<string, string>();
  const pending = requiredIds(cjsCode);
  while (pending.length > 0) {
    const id = pending.shift() as string;
    if (sources.has(id)) continue;
    if (id.startsWith('.') || id.startsWith('/')) {
      throw new Error(`cannot inline the relative module require("${id}")`);
    }
    const source = (id === PORTAL_FORMATS_MODULE_ID ? portalFormatsModuleSource(formatsNamed(cjsCode) ?? undefined) : moduleSource(id)).replace(
      /^\/\/# sourceMappingURL=.*$/gm,
      '',
    );
    sources.set(id, source);
    pending.push(...requiredIds(source));
  }
  const modules = [...sources].map(
    ([id, source]) => `${JSON.stringify(id)}: function (module, exports, require) {\n${source}\n}`,
  );
  return [
    '// Precompiled form validator: AJV standalone code with its dependencies inlined.',
    `const __modules = {\n${modules.join(',\n')}\n};`,
    'const __cache = {};',
    'function __require(id) {',
    '  if (__cache[id]) return __cache[id].exports;',
    '  if (!Object.prototype.hasOwnProperty.call(__modules, id)) throw new Error("validator dependency not inlined: " + id);',
    '  const module = { exports: {} };',
    '  __cache[id] = module;',
    '  __modules[id].call(module.exports, module, module.exports, __require);',
    '  return module.exports;',
    '}',
    'const __module = { exports: {} };',
    `(function (module, exports, require) {\n${cjsCode}\n}).call(__module.exports, __module, __module.exports, __require);`,
    'export default __module.exports;',
    '',
  ].join('\n');
}

function requiredIds(code: string): string[] {
  return [...code.matchAll(REQUIRE_CALL)].map((match) => match[1]);
}
