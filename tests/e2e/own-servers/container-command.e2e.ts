import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { getFreePort } from '../../fixtures/ports'
import { startTestDatabase } from '../../fixtures/testDatabase'
import { expect, test } from './test'

/** The image's command, as the Dockerfile's last CMD (exec form) writes it. */
function dockerfileCommand(): string[] {
  const commands = readFileSync('Dockerfile', 'utf8').match(/^CMD (\[.*\])$/gm) ?? []
  expect(commands.length, 'the Dockerfile has a CMD in exec form').toBeGreaterThan(0)
  return JSON.parse(commands[commands.length - 1].slice(4)) as string[]
}

// Docker cannot run here: the image's own command runs on the build the image would copy.
test('the container image’s command migrates a fresh database, serves, and answers /readyz', async () => {
  test.setTimeout(180_000)
  const [program, ...args] = dockerfileCommand()
  expect(program).toBe('node')
  const database = await startTestDatabase()
  const port = await getFreePort()
  const app = spawn(process.execPath, args, {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(port),
      PAYLOAD_SECRET: 'container-test-secret',
      SERVER_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
  })
  const exited = new Promise((resolve) => app.once('exit', resolve))
  try {
    await expect
      .poll(
        async () =>
          fetch(`http://127.0.0.1:${port}/readyz`).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 150_000 },
      )
      .toBe(200)
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200)
  } finally {
    app.kill('SIGTERM')
    await exited
    await database.stop()
  }
})
