/**
 * Forms on the server: the composition of a form for a scope (the same engine call the
 * browser gets the result of), its compiled validator, and the browser module, cached by
 * the composed schema's hash so a region edit (new composition) never serves a stale one.
 */
import type { ValidateFunction } from 'ajv';
import { composeForm, type ComposedForm } from '../../../engine/forms/compose';
import type { FormId } from '../../../engine/forms/form-ids';
import type { Scope } from '../../../engine/regions/scope';
import { validateFormData, type FormValidationResult } from '../../../engine/forms/validate';
import { createAjv } from '../../../engine/validation/create-ajv';
import { educationOffered } from '../../../engine/rules/education';
import type { SignupSchoolsResponse } from '../../../engine/generated/api/signup-schools-response';
import type { Database } from '../db/client';
import { listSignupSchools } from './signup-schools';
import type { RegionsService } from '../plugins/regions';
import { formVersionOf } from './form-version';
import { buildValidatorModule } from './validator-module';

interface Compiled {
  validate: ValidateFunction;
  module?: string;
}

const MAX_CACHED = 200;

export class FormService {
  private readonly compiled = new Map<string, Compiled>();
  private schools: Promise<SignupSchoolsResponse> | null = null;

  constructor(
    private readonly regions: RegionsService,
    private readonly db: Database,
  ) {
    regions.onSwap(() => {
      this.schools = null;
    });
  }

  /**
   * GET /api/education/signup-schools's list, read once: schools are seed data (seeds run before the
   * server is built, main.ts; no route writes them), re-read after a region reload (with the
   * public answers made of them). A failed read is not kept.
   */
  signupSchools(): Promise<SignupSchoolsResponse> {
    if (!this.schools) {
      const reading = listSignupSchools(this.db);
      this.schools = reading;
      reading.catch(() => {
        if (this.schools === reading) this.schools = null;
      });
    }
    return this.schools;
  }

  /** The form of a scope, named by its version (the page sends it back with the answers: issue 24). */
  async compose(formId: FormId, scope: Scope): Promise<ComposedForm> {
    const region = this.regions.resolve(scope);
    // The `schools` option source: the sign-up schools as value and label, with their cities (the
    // scope's own are offered); the `educationCities` source: the cities whose region offers education.
    const { schools } = await this.signupSchools();
    const cities = this.regions.cities();
    const composed = composeForm(formId, region, {
      cities,
      schools: schools.map((school) => ({ value: school.value, label: school.name, cityIds: school.cityIds })),
      educationCityIds: cities.filter((city) => educationOffered(this.regions.resolve({ city_id: city.id }).keyValues)).map((city) => city.id),
    });
    return { ...composed, version: formVersionOf(composed.schema) };
  }

  static hash(composed: ComposedForm): string {
    return composed.version ?? formVersionOf(composed.schema);
  }

  private entry(composed: ComposedForm): Compiled {
    const key = FormService.hash(composed);
    let found = this.compiled.get(key);
    if (!found) {
      found = { validate: createAjv().compile(composed.schema) };
      if (this.compiled.size >= MAX_CACHED) this.compiled.delete(this.compiled.keys().next().value as string);
      this.compiled.set(key, found);
    }
    return found;
  }

  /** Validates form data with the composed schema of the scope: the same rules the browser ran. */
  validate(composed: ComposedForm, data: unknown): FormValidationResult {
    return validateFormData(this.entry(composed).validate, data);
  }

  /** The browser's validator module (its ETag is made by the public cache from the code). */
  async validatorModule(composed: ComposedForm): Promise<string> {
    const entry = this.entry(composed);
    entry.module ??= await buildValidatorModule(composed.schema);
    return entry.module;
  }
}
