export * from './error-body.ts';
export * from './otp.ts';
export * from './connect-token.ts';
