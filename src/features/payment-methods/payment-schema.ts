import * as yup from 'yup';
import type { CreateUserPaymentRequest } from '@/api/generated/models';

export type PaymentFormValues = Required<Pick<CreateUserPaymentRequest, 'methodCode' | 'accountNo' | 'receiverName'>>;

/** CreateUserPaymentRequest: accountNo 1-64 characters, receiverName 1-100. */
export const ACCOUNT_MAX = 64;
export const RECEIVER_MAX = 100;

export const paymentSchema: yup.ObjectSchema<PaymentFormValues> = yup.object({
  methodCode: yup.string().defined().required('validation:required'),
  accountNo: yup
    .string()
    .defined()
    .trim()
    .required('validation:required')
    .max(ACCOUNT_MAX, 'payment-methods:form.accountTooLong'),
  receiverName: yup
    .string()
    .defined()
    .trim()
    .required('validation:required')
    .max(RECEIVER_MAX, 'payment-methods:form.receiverTooLong'),
});

/** Payment images are PNG, JPG or JPEG only, smaller than 3 MB (3145728 bytes). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const IMAGE_MAX_BYTES = 3 * 1024 * 1024 - 1;
