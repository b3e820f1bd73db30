/**
 * Compiles a composed form into the module the browser imports (DESIGN.md, "Validators in the
 * browser without unsafe-eval"): RJSF's precompiled-validator layout (one function per
 * sub-schema, keyed by `$id` or RJSF's schema hash) generated with our own AJV factory, so the
 * browser runs exactly the code the server validates with, and never compiles anything.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RJSFSchema } from '@rjsf/utils';
import { createAjv } from '../../../engine/validation/create-ajv';
import { standaloneValidatorModule } from '../../../engine/validation/formats';
import { formVersionOf } from './form-version';

const require = createRequire(import.meta.url);

function packageSource(id: string): string {
  return readFileSync(require.resolve(id), 'utf8');
}

export async function buildValidatorModule(schema: object): Promise<string> {
  // RJSF's utilities and AJV's code generator load with the first module a browser asks for, not on every start.
  const [{ schemaParser }, { default: standaloneCode }] = await Promise.all([import('@rjsf/utils'), import('ajv/dist/standalone')]);
  const schemas = Object.values(schemaParser(schema as RJSFSchema));
  // No message strings: the browser words every error from its code and params (engine/react/form-errors.ts).
  const ajv = createAjv({ code: { source: true, lines: false }, messages: false });
  for (const s of schemas) ajv.addSchema(s as object);
  // The composition it validates (issue 24): a page that holds a newer form asks for that form's module instead.
  return `${standaloneValidatorModule(standaloneCode(ajv), packageSource)}export const version = ${JSON.stringify(formVersionOf(schema))};\n`;
}
