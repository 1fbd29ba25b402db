/** Whether a Redis on the port of 127.0.0.1 answers PING. */
export function answersPing(port: number): Promise<boolean>;
/** Creates the database `name` through the cluster's `postgres` database at `adminUrl`. */
export function createDatabase(adminUrl: string, name: string): Promise<void>;
