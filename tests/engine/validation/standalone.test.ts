/*
 * The precompiled (standalone) validators the browser receives must accept and reject exactly
 * what the server's validator does, with the same errors, and run without eval or imports.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import Ajv, { type ErrorObject, type SchemaObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { afterAll, describe, expect, it } from 'vitest';
import { toErrorDetails } from '../../../engine/validation/error-codes';
import {
  PORTAL_FORMATS_MODULE_ID,
  addPortalFormats,
  portalFormats,
  portalFormatsModuleSource,
  standaloneFormats,
  standaloneValidatorModule,
} from '../../../engine/validation/formats';
import { FORMAT_VECTORS } from './format-vectors';

const nodeRequire = createRequire(import.meta.url);
const workDir = mkdtempSync(join(tmpdir(), 'portal-standalone-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** One property per portal format, plus the other features a form schema uses. */
const schema: SchemaObject = {
  type: 'object',
  properties: {
    ...Object.fromEntries(Object.keys(portalFormats).map((format) => [format, { type: 'string', format }])),
    graduationDate: { type: 'string', format: 'dd-mm-yyyy', maximumDate: '2030-12-31' },
    notInFuture: { type: 'string', format: 'dd-mm-yyyy', maximumDate: 'today' },
    isoDate: { type: 'string', format: 'date' }, // an ajv-formats function format
    password: { type: 'string', minLength: 6 },
    confirmPassword: { type: 'string', const: { $data: '1/password' } },
    menWomen: { const: 'yes', errorCode: 'CREATE_ACCOUNT_MEN_WOMEN_REQUIRED' },
  },
};

/** Payloads covering every vector of every format and the other keywords. */
const payloads: Record<string, unknown>[] = [
  ...Object.entries(FORMAT_VECTORS).flatMap(([format, { valid, invalid }]) =>
    [...valid, ...invalid].map((value) => ({ [format]: value })),
  ),
  { graduationDate: '31/12/2030' },
  { graduationDate: '01/01/2031' },
  { notInFuture: '01/01/2000' },
  { notInFuture: '01/01/2999' },
  { isoDate: '2024-02-29' },
  { isoDate: '2023-02-29' },
  { password: 'secret1', confirmPassword: 'secret1' },
  { password: 'secret1', confirmPassword: 'secret2' },
  { password: 'short' },
  { menWomen: 'yes' },
  { menWomen: 'no', terms: 'ignored' },
];

function portalAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, $data: true, verbose: true, code: { source: true } });
  addFormats(ajv);
  return addPortalFormats(ajv);
}

/** What the browser compares: validity and, per error, where, which keyword, which params. */
function outcome(validate: ValidateFunction, data: unknown) {
  const valid = validate(data) as boolean;
  const errors = (validate.errors ?? []).map(({ instancePath, keyword, params }) => ({ instancePath, keyword, params }));
  return { data, valid, errors, details: toErrorDetails(validate.errors) };
}

function evaluateCommonJs(code: string, requireFn: (id: string) => unknown): unknown {
  const module = { exports: {} as unknown };
  // new Function is the point here: it evaluates generated CommonJS as the server would.
  new Function('require', 'module', 'exports', code)(requireFn, module, module.exports);
  return module.exports;
}

/** How the server resolves the modules standalone code requires: the package files. */
function packageSource(id: string): string {
  return readFileSync(nodeRequire.resolve(id), 'utf8');
}

const ajv = portalAjv();
const validate = ajv.compile(schema);
const cjs = standaloneCode(ajv, validate);

describe('standalone validator code (server side, CommonJS)', () => {
  it('references the formats through the portal formats module and nothing unresolvable', () => {
    expect(cjs).toContain(`require("${PORTAL_FORMATS_MODULE_ID}")`);
    const required = [...cjs.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]);
    expect(new Set(required)).toEqual(
      new Set([PORTAL_FORMATS_MODULE_ID, 'ajv/dist/runtime/ucs2length', 'ajv/dist/runtime/equal']),
    );
  });

  it('accepts and rejects exactly like the in-process validator, with the same errors', () => {
    const standalone = evaluateCommonJs(cjs, (id) =>
      id === PORTAL_FORMATS_MODULE_ID ? standaloneFormats : nodeRequire(id),
    ) as ValidateFunction;
    for (const data of payloads) expect(outcome(standalone, data)).toEqual(outcome(validate, data));
    expect(outcome(standalone, { 'sort-code': '123456' }).valid).toBe(false);
    expect(outcome(standalone, { menWomen: 'no' }).details).toEqual([
      { path: '/menWomen', code: 'CREATE_ACCOUNT_MEN_WOMEN_REQUIRED' },
    ]);
  });
});

describe('the served browser module (self-contained ES module)', () => {
  const esm = standaloneValidatorModule(cjs, packageSource);

  it('inlines every dependency: the portal formats, ajv-formats and the AJV runtime', () => {
    for (const id of [PORTAL_FORMATS_MODULE_ID, 'ajv-formats/dist/formats', 'ajv/dist/runtime/equal', 'fast-deep-equal', 'ajv/dist/runtime/ucs2length']) {
      expect(esm).toContain(`${JSON.stringify(id)}: function (module, exports, require) {`);
    }
    expect(esm).not.toMatch(/^\s*import\b/m);
    expect(esm).not.toContain('sourceMappingURL');
  });

  it('runs in Node with code generation from strings disallowed (as under CSP without unsafe-eval) and agrees with the server', () => {
    const modulePath = join(workDir, 'validator.mjs');
    const payloadsPath = join(workDir, 'payloads.json');
    const runnerPath = join(workDir, 'run.mjs');
    writeFileSync(modulePath, esm);
    writeFileSync(payloadsPath, JSON.stringify(payloads));
    writeFileSync(
      runnerPath,
      [
        `import validate from ${JSON.stringify(`./validator.mjs`)};`,
        `import { readFileSync } from 'node:fs';`,
        `let evalBlocked = false;`,
        `try { new Function('return 1'); } catch { evalBlocked = true; }`,
        `const payloads = JSON.parse(readFileSync(${JSON.stringify(payloadsPath)}, 'utf8'));`,
        `const results = payloads.map((data) => ({ valid: validate(data), errors: validate.errors ?? [] }));`,
        `process.stdout.write(JSON.stringify({ evalBlocked, results }));`,
      ].join('\n'),
    );
    const output = execFileSync(process.execPath, ['--disallow-code-generation-from-strings', runnerPath], {
      encoding: 'utf8',
    });
    const { evalBlocked, results } = JSON.parse(output) as {
      evalBlocked: boolean;
      results: { valid: boolean; errors: ErrorObject[] }[];
    };
    expect(evalBlocked).toBe(true);
    results.forEach((result, index) => {
      const expected = outcome(validate, payloads[index]);
      const errors = result.errors.map(({ instancePath, keyword, params }) => ({ instancePath, keyword, params }));
      expect({ data: payloads[index], valid: result.valid, errors, details: toErrorDetails(result.errors) }).toEqual(
        expected,
      );
    });
  });
});

describe('a browser module inlines only the formats its form names', () => {
  const ajv = addPortalFormats(addFormats(new Ajv({ code: { source: true, lines: false }, allErrors: true })));
  const small = { $id: 'small', type: 'object', properties: { email: { type: 'string', format: 'portal-email' }, iban: { type: 'string', format: 'iban' } } };
  ajv.addSchema(small);
  const esm = standaloneValidatorModule(standaloneCode(ajv), packageSource);

  it('leaves out ajv-formats and the helpers of formats it does not name (a login form ships about 3 KB less)', () => {
    expect(esm).not.toContain('"ajv-formats/dist/formats": function');
    expect(esm).toContain('"portal-email"');
    for (const helper of ['isValidIban', 'normalizeIban', 'ibanLengthTable']) expect(esm).toContain(`function ${helper}(`);
    for (const unused of ['isKnownTimeZone', 'isDateFormat', 'isDdMmYyyyDate', '"sort-code"']) expect(esm).not.toContain(unused);
  });

  it('still validates what it names, as the server does', async () => {
    const modulePath = join(workDir, 'small-validator.mjs');
    writeFileSync(modulePath, esm);
    const exported = ((await import(modulePath)) as { default: Record<string, ValidateFunction> }).default;
    const check = exported.small;
    for (const value of FORMAT_VECTORS.iban.valid) expect(check({ iban: value }), value).toBe(true);
    for (const value of FORMAT_VECTORS.iban.invalid) expect(check({ iban: value }), value).toBe(false);
    for (const value of FORMAT_VECTORS['portal-email'].invalid) expect(check({ email: value }), value).toBe(false);
  });
});

describe('the portal formats module source', () => {
  it('serialises under vitest and matches the live formats on every vector', () => {
    const formats = evaluateCommonJs(portalFormatsModuleSource(), nodeRequire) as typeof standaloneFormats;
    expectSameFormats(formats);
  });

  it('serialises under tsx too, the way the server runs (minified whitespace, keepNames)', () => {
    const script = join(workDir, 'print-formats.ts');
    const formatsModule = resolve('engine/validation/formats.ts');
    writeFileSync(
      script,
      `import { portalFormatsModuleSource } from ${JSON.stringify(formatsModule)};\nprocess.stdout.write(portalFormatsModuleSource());\n`,
    );
    const source = execFileSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', cwd: process.cwd() });
    const formats = evaluateCommonJs(source, nodeRequire) as typeof standaloneFormats;
    expectSameFormats(formats);
  });

  function expectSameFormats(formats: typeof standaloneFormats): void {
    expect(formats.date).toBeDefined(); // ajv-formats' own formats are there for schemas that use them
    for (const [format, { valid, invalid }] of Object.entries(FORMAT_VECTORS)) {
      const definition = formats[format] as { type: string; validate: RegExp | ((value: string) => boolean) };
      const check = (value: string) =>
        definition.validate instanceof RegExp ? definition.validate.test(value) : definition.validate(value);
      for (const value of valid) expect({ format, value, ok: check(value) }).toEqual({ format, value, ok: true });
      for (const value of invalid) expect({ format, value, ok: check(value) }).toEqual({ format, value, ok: false });
    }
  }
});

describe("RJSF's precompiled-validator path (compileSchemaValidatorsCode)", () => {
  it('works with addPortalFormats as the extender, and shows field errors with portal codes', () => {
    // JSONSchema7 types know no custom keywords; RJSFSchema's index signature does.
    const graduationDate: RJSFSchema = { type: 'string', format: 'dd-mm-yyyy', maximumDate: '2030-12-31' };
    const formSchema: RJSFSchema = {
      type: 'object',
      required: ['email'],
      properties: {
        email: { type: 'string', format: 'portal-email' },
        iban: { type: 'string', format: 'iban' },
        graduationDate,
        password: { type: 'string', minLength: 6 },
        confirmPassword: { type: 'string', const: { $data: '1/password' } },
      },
    };
    const code = compileSchemaValidatorsCode(formSchema, {
      ajvOptionsOverrides: { $data: true },
      extenderFn: addPortalFormats,
    });
    const esm = standaloneValidatorModule(code, packageSource);
    // The served module's default export is what the browser hands to createPrecompiledValidator;
    // here the same text is evaluated as CommonJS-in-a-function to stay in-process.
    const body = esm.replace(/^export default __module\.exports;$/m, 'return __module.exports;');
    const validateFns = new Function(body)() as Parameters<typeof createPrecompiledValidator>[0];
    const validator = createPrecompiledValidator(validateFns, formSchema);
    const { errors } = validator.validateFormData(
      { email: 'a@b.c', iban: 'GB28 NWBK 6016 1331 9268 19', graduationDate: '01/01/2031', password: 'secret1', confirmPassword: 'nope' },
      formSchema,
    );
    expect(errors.map(({ name, property }) => ({ name, property }))).toEqual([
      { name: 'format', property: '.email' },
      { name: 'format', property: '.iban' },
      { name: 'maximumDate', property: '.graduationDate' },
      { name: 'const', property: '.confirmPassword' },
    ]);
    expect(
      validator.isValid(formSchema, { email: 'x@y.co', iban: 'GB29 NWBK 6016 1331 9268 19', graduationDate: '29/02/2024' }, formSchema),
    ).toBe(true);
  });
});
