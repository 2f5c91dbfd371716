import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver fetched on the form's first validation, so a page's first download carries neither its schema
 * nor zod. Validation runs on submit, by which time the chunk has long arrived on any connection.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): Resolver<Input, Context, Output> {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    return (await loading)(values, context, options);
  };
}
