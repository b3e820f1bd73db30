import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { addPortalFormats } from './formats';

/**
 * The one place an AJV instance is constructed, so the browser (RJSF), the server and the
 * region checker validate with the same dialect (JSON Schema draft-07, AJV's default and the
 * one @rjsf/validator-ajv8 uses) and the same formats.
 *
 * Strictness: unknown keywords and ambiguous numbers are errors (`strictSchema`, `strictNumbers`),
 * so a misspelt keyword in a schema fails loudly instead of being ignored. The type-inference
 * checks (`strictTypes`, `strictTuples`, `strictRequired`) are off because form schemas use
 * `if`/`then` sub-schemas that only list `required`, which those checks would reject or log.
 * `$data` lets a confirmation field say `const: { $data: '1/password' }`; `verbose` gives each
 * error its parent schema, which is where an `errorCode` annotation is read (error-codes.ts).
 * Callers may override any option (for example `code: { source: true }` for standalone code).
 */
export function createAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    allowUnionTypes: true,
    $data: true,
    verbose: true,
    ...options,
  });
  addFormats(ajv);
  addPortalFormats(ajv);
  // The form engine's annotations (engine/forms/json-schema.ts): read by composition and the
  // renderer, meaningless to validation, but strict mode must know them.
  ajv.addVocabulary([
    'x-question',
    'x-options',
    'x-setting',
    'x-reveals',
    'x-ifHidden',
    'x-optionQuestions',
    'x-optionGroups',
    'x-showIfSetting',
    'x-clearWhenHidden',
    'x-postcode',
    // schemas/region.schema.json: the feature that will read a setting no code reads yet.
    'x-consumer',
  ]);
  return ajv;
}
