// Public face of the auth feature: other features import only from here (screens load lazily from src/app).
export { AuthLogo } from './auth-logo.tsx';
export { CaptchaInput } from './captcha-input.tsx';
export { completeLogin } from './complete-login.ts';
export { describedBy, Field, fieldStyles } from './field.tsx';
export { FREE_PLAY_MODULE, startFreePlay, startTrial } from './free-play.ts';
export { defaultDialingCode, dialingCodes, MobileInput } from './mobile-input.tsx';
export { PasswordInput } from './password-input.tsx';
export * as rules from './rules.ts';
export { serverMessage } from './server-message.ts';
export { createSandboxProvider, registerSignInProvider, signInProvider } from './sign-in-provider.ts';
export type { PhoneVerification, SignInProvider, SocialKind } from './sign-in-provider.ts';
export { SocialButtons, socialKinds } from './social-buttons.tsx';
export { SmsCodeButton } from './sms-code-button.tsx';
export { Tabs } from './tabs.tsx';
export { useCaptcha } from './use-captcha.ts';
export { secondsLeft, useSmsCountdown } from './use-sms-countdown.ts';
