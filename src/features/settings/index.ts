// Public face of the settings feature: other features import only from here.
export {};
