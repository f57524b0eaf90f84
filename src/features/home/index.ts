// Public face of the home feature: other features import only from here.
export {};
