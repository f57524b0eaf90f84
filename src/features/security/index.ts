// Public face of the security centre (issue 19 point 8): the screen loads lazily from the route table.
export {};
