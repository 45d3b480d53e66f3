/**
 * A throw-away PostgreSQL database beside the one `adminUrl` names (created through it, dropped by
 * `drop()`), for a test tier that needs a server of its own on real PostgreSQL.
 */
import pg from 'pg';

async function withAdmin(adminUrl, work) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export async function createThrowAwayDatabase(adminUrl, prefix) {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
