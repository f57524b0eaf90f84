// Public face of the auth feature: other features import only from here.
export {};
