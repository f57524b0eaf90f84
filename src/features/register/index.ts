// Public face of the register feature: other features import only from here.
export {};
