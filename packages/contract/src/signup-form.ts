import { z } from 'zod';
import { SignupDetails, StudentSignupBody } from './schemas/auth';

/** The signup screen's form: the password is asked for (and checked) only for the password method (SPEC 2.3). */
export const signupForm = (withPassword: boolean) =>
  SignupDetails.extend({ password: withPassword ? StudentSignupBody.shape.password : z.string().optional() });
export type SignupForm = z.infer<ReturnType<typeof signupForm>>;
