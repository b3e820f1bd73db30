import { useReducer, type Dispatch, type RefObject } from 'react';
import {
  formStateReducer,
  initialFormState,
  type FormAction,
  type FormStart,
  type FormState,
} from '../forms/form-state';

/**
 * engine/forms/form-state.ts bound to React. What the page passes (answers, composition, the
 * API's details) is news the reducer hears during the render that brings it, not in an effect
 * after it: the same render then draws the answers and errors that go with the new props, with
 * no frame of the old ones (React re-runs the component at once with the dispatched actions).
 * `personActed` is a ref: the capture handlers that set it run on every key, and a state would
 * re-render the form on each.
 */
export function useFormState(given: FormStart, personActed: RefObject<boolean>): [FormState, Dispatch<FormAction>] {
  const [stored, dispatch] = useReducer(formStateReducer, given, initialFormState);
  let state = stored;
  const news: FormAction[] = [
    { type: 'formReceived', formData: given.formData, schema: given.schema, formKey: given.formKey, personActed: personActed.current },
    { type: 'serverErrorsReceived', details: given.serverErrors },
  ];
  for (const action of news) {
    const next = formStateReducer(state, action);
    if (next === state) continue;
    dispatch(action);
    state = next;
  }
  return [state, dispatch];
}
