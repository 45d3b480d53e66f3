/**
 * docs/deploy.md's fenced code blocks, each with what the line before its fence says about it:
 * `<!-- run: <name> -->` (scripts/deploy/run-deploy-blocks.mjs runs it under that name) or
 * `<!-- not run: <why>; covered by <what> -->`. A block with neither is an error, so a new block cannot
 * slip in unchecked.
 */

const FENCE = /^```(\S*)\s*$/;
const RUN = /^<!--\s*run:\s*([a-z0-9-]+)\s*-->$/;
const NOT_RUN = /^<!--\s*not run:\s*(.+?)\s*-->$/;

/**
 * @returns {{ line: number, language: string, code: string, run?: string, notRun?: string }[]}
 *   `line` is the fence's line (1-based), `code` the text between the fences
 */
export function readBlocks(markdown) {
  const lines = markdown.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const end = lines.findIndex((line, j) => j > i && line.trim() === '```');
    if (end < 0) throw new Error(`docs/deploy.md:${i + 1}: a code block is never closed`);
    const marker = (lines.slice(0, i).findLast((line) => line.trim() !== '') ?? '').trim();
    blocks.push({
      line: i + 1,
      language: open[1],
      code: `${lines.slice(i + 1, end).join('\n')}\n`,
      run: RUN.exec(marker)?.[1],
      notRun: NOT_RUN.exec(marker)?.[1],
    });
    i = end;
  }
  return blocks;
}

/**
 * The blocks by run name. Fails unless every block says run or not run (and a not-run one what covers it
 * instead), and the run names are exactly the ones the runner knows, each once.
 * @param {ReturnType<typeof readBlocks>} blocks
 * @param {string[]} known
 */
export function blocksByName(blocks, known) {
  const problems = [];
  const byName = new Map();
  for (const block of blocks) {
    const where = `docs/deploy.md:${block.line}`;
    if (block.run) {
      if (!known.includes(block.run)) problems.push(`${where}: no runner is called "${block.run}"`);
      else if (byName.has(block.run)) problems.push(`${where}: "${block.run}" is marked twice`);
      byName.set(block.run, block);
    } else if (block.notRun) {
      if (!/covered by/.test(block.notRun))
        problems.push(`${where}: a block that is not run says what covers it ("covered by …")`);
    } else
      problems.push(
        `${where}: say before the fence <!-- run: <name> --> or <!-- not run: <why>; covered by <what> -->`,
      );
  }
  for (const name of known)
    if (!byName.has(name)) problems.push(`docs/deploy.md has no block marked <!-- run: ${name} -->`);
  if (problems.length) throw new Error(problems.join('\n'));
  return byName;
}
