// Public face of the security centre: the screen loads lazily from the route table.
export {};
