import { hash, verify } from "@node-rs/argon2";

// algorithm 2 is Argon2id (the package exports it as a const enum, which isolatedModules cannot read).
const options = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against a fixed hash when the email is unknown keeps response times alike (no account enumeration by timing).
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string) {
  dummyHash ??= hashPassword("not-a-real-password-Clausewise-1!");
  await verifyPassword(await dummyHash, password);
}
