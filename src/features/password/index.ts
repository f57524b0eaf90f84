// Public face of the password feature: other features import only from here.
export {};
