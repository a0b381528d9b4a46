// Reference platform API: the server arrives with issue 3.
export {};
