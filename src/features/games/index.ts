// Public face of the games feature: other features import only from here.
export {};
