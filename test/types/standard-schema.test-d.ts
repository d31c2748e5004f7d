// The Standard Schema view as form libraries type it. The signatures below are the ones TanStack
// Form (validators.onChange) and react-hook-form (standardSchemaResolver) declare, reduced to what
// they require of a schema; the spec's interface is copied as the spec intends.
import { describe, expectTypeOf, it } from 'vitest';
import {
  type ChargeRequest,
  type ChargeRequestInput,
  chargeRequestSchema,
  createChargeRequestSchema,
} from '../../src/index.js';

interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => unknown;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}

// react-hook-form: resolvers/standard-schema.
// biome-ignore lint/suspicious/noExplicitAny: mirrors react-hook-form's own FieldValues, which is `any`-valued.
type FieldValues = Record<string, any>;
declare function standardSchemaResolver<Input extends FieldValues, Context, Output>(
  schema: StandardSchemaV1<Input, Output>,
): { input: Input; output: Output; context: Context };

// TanStack Form: form validators take a function or a StandardSchemaV1<TFormData, unknown>.
declare function useForm<TFormData>(options: {
  defaultValues: TFormData;
  validators?: { onChange?: StandardSchemaV1<TFormData, unknown> };
}): TFormData;

declare const emptyForm: ChargeRequestInput;

describe('createChargeRequestSchema', () => {
  it('is taken by react-hook-form standardSchemaResolver without a cast, inferring the request as sent', () => {
    const resolver = standardSchemaResolver(createChargeRequestSchema({ locale: 'pt-BR' }));
    expectTypeOf(resolver.input).toEqualTypeOf<ChargeRequestInput>();
    expectTypeOf(resolver.output).toEqualTypeOf<ChargeRequest>();
  });

  it('is taken by TanStack Form validators for a form holding a charge request as sent', () => {
    const values = useForm({ defaultValues: emptyForm, validators: { onChange: chargeRequestSchema } });
    expectTypeOf(values).toEqualTypeOf<ChargeRequestInput>();
  });

  it('declares the request as sent as its input and the normalized request as its output', () => {
    type Types = NonNullable<(typeof chargeRequestSchema)['~standard']['types']>;
    expectTypeOf<Types['input']>().toEqualTypeOf<ChargeRequestInput>();
    expectTypeOf<Types['output']>().toEqualTypeOf<ChargeRequest>();
  });

  it('takes the options of validateChargeRequest and nothing else', () => {
    createChargeRequestSchema({ now: new Date(0), locale: 'pt-BR', currencies: ['BRL'], mdr: 0.0299 });
    // @ts-expect-error: now is a Date
    createChargeRequestSchema({ now: '2026-01-01' });
    // @ts-expect-error: not an option
    createChargeRequestSchema({ strict: true });
  });
});
