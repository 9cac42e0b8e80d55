import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A form checked by a schema from contracts, the rules and texts the server checks too: its values, which fields
 * were touched, whether it was submitted or is submitting, and every message, field by field ('root' for the
 * server's answer to the whole form), are react-hook-form's. Front ends take it from here, so the page carries one
 * copy of react-hook-form (web-kit's) rather than one per remote.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: ZodType<Output, Input>,
  // The schema alone says what the values are; the default values only have to fit them.
  options: Omit<UseFormProps<NoInfer<Input>, unknown, NoInfer<Output>>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  // A refused submission leaves the focus where it was, as the forms always did; a form may ask otherwise.
  return useForm<Input, unknown, Output>({ shouldFocusError: false, ...options, resolver: zodResolver(schema) });
}
