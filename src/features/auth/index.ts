// Public face of the auth feature: other features import only from here (screens load lazily from src/app).
// The form kit (Field, inputs, tabs, field rules) lives in src/ui/form.
export { AuthLogo } from './auth-logo.tsx';
export { completeLogin } from './complete-login.ts';
export { FREE_PLAY_MODULE, startFreePlay, startTrial } from './free-play.ts';
export { serverMessage } from './server-message.ts';
export { createSandboxProvider, registerSignInProvider, signInProvider } from './sign-in-provider.ts';
export type { PhoneVerification, SignInProvider, SocialKind } from './sign-in-provider.ts';
export { SocialButtons, socialKinds } from './social-buttons.tsx';
export { SmsCodeButton } from './sms-code-button.tsx';
export { useCaptcha } from './use-captcha.ts';
