import type { ReactNode } from 'react';
import type { FormFieldsProps } from './form-fields';

/*
 * RJSF and its theme (rjsf-fields.tsx) are a chunk of their own, loaded only by forms that need
 * them. The loader is apart from schema-form.tsx so the app's boot can start it for a prerendered
 * form without every page's code carrying SchemaForm (16 KB gzip on pages that show no form).
 */

export type FieldsComponent = (props: FormFieldsProps) => ReactNode;

let formEngine: Promise<FieldsComponent> | undefined;
let loadedEngine: FieldsComponent | undefined;

/**
 * Starts loading RJSF and the theme: a page whose form needs them calls this as it loads, so they
 * arrive with the form instead of after it. Small forms (simple-fields.tsx) never load them. Once
 * loaded, forms render at once (no Suspense).
 */
export function preloadFormEngine(): Promise<FieldsComponent> {
  formEngine ??= import('./rjsf-fields').then(
    (module) => (loadedEngine = module.default),
    (error: unknown) => {
      formEngine = undefined; // offline: the next form tries again
      throw error;
    },
  );
  return formEngine;
}

/** The form engine if it has loaded, else undefined. */
export function loadedFormEngine(): FieldsComponent | undefined {
  return loadedEngine;
}
