import { z } from 'zod';
import { EDUCATION_QUALIFICATIONS, GENDERS, ROLES } from '../constants';
import { ExamLanguage } from './exam';
import { TargetExamRef } from './target-exam';

export const Role = z.enum(ROLES);
export const Gender = z.enum(GENDERS);
export const EducationQualification = z.enum(EDUCATION_QUALIFICATIONS);

export const Address = z.object({
  street: z.string().trim().max(200).optional().default(''),
  city: z.string().trim().max(100).optional().default(''),
  state: z.string().trim().max(100).optional().default(''),
  country: z.string().trim().max(100).optional().default(''),
  postalCode: z.string().trim().max(20).optional().default(''),
});
export type Address = z.infer<typeof Address>;

export const NotificationSettings = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  testReminders: z.boolean(),
  resultNotifications: z.boolean(),
  promotionalEmails: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** The user as the API sends it: never the password hash. */
export const User = z
  .object({
    _id: z.string(),
    name: z.string(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    role: Role,
    photo: z.string().nullable(),
    isBlocked: z.boolean(),
    targetExam: z.string().nullable(),
    targetExams: z.array(TargetExamRef),
    dateOfBirth: z.string().nullable(),
    gender: Gender,
    address: Address,
    educationQualification: EducationQualification,
    isEmailVerified: z.boolean(),
    isMobileVerified: z.boolean(),
    hasPassword: z.boolean(),
    createdAt: z.string(),
    notificationSettings: NotificationSettings,
    /** The language of the exam screens and questions, remembered for the student on every device. */
    language: ExamLanguage,
  })
  .meta({ id: 'User' });

export const LanguageBody = z.object({ language: ExamLanguage });
export type User = z.infer<typeof User>;
