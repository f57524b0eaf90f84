// Public face of the customer feature: other features import only from here.
export {};
