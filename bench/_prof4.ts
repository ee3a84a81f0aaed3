import { analyseContract } from "../analysis/index";
import { loadEvalSet } from "./eval-data";

const cs = loadEvalSet("/work/shared/eval/cuad-dev");
for (let r = 0; r < 3; r++) for (const c of cs) analyseContract(c.text);
