import { PhoneInput, type PhoneInputProps } from '../../../components/ui/phone-input';

export type PrivatePhoneInputProps = Omit<PhoneInputProps, 'autoComplete' | 'readOnly' | 'className'>;

/**
 * The shared PhoneInput with autofill off: on a shared or watched phone the browser
 * must not remember or suggest the number of a person asking for help.
 */
export function PrivatePhoneInput(props: PrivatePhoneInputProps) {
  return <PhoneInput {...props} autoComplete="off" />;
}
