#!/usr/bin/env python3
"""Writes Tests/Fixtures/finance-reference.json: finance answers from an independent library.

The finance calculator's formulas are checked against numpy-financial (PyPI, BSD-3-Clause), whose
fv/pv/pmt/nper/rate functions solve the same time-value-of-money equation in their own way
(Newton's method for the rate). Run once; the table is committed and the Swift tests compare
every row to the cent:

    python3 scripts/make-finance-reference.py

It makes a temporary virtual environment, installs a pinned numpy-financial into it, and runs
itself there. Conventions of the table: r is percent a year, compounded monthly; n is the
number of monthly payments (end of month); amounts are positive.

numpy-financial 1.0.0's nper has the wrong sign on pv when the rate is exactly 0 (it returns
(pv - fv) / pmt; numpy/numpy-financial issue 16). Rows with that case use the limit that nper
itself approaches as the rate falls to 0, -(pv + fv) / pmt, and say so in a "note".

numpy-financial signs money by direction: what the saver or borrower pays out is negative.
So savings pass P and PMT as negative and get A back positive; a loan passes P positive
(received) and PMT negative (paid), with a future value of zero.
"""
import json
import os
import subprocess
import sys
import tempfile

NUMPY_FINANCIAL = "numpy-financial==1.0.0"
HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, "..", "Tests", "Fixtures", "finance-reference.json")


def bootstrap():
    """Runs this script again inside a fresh venv that has numpy-financial."""
    with tempfile.TemporaryDirectory() as venv:
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
        python = os.path.join(venv, "bin", "python")
        subprocess.run([python, "-m", "pip", "install", "--quiet", NUMPY_FINANCIAL], check=True)
        subprocess.run([python, os.path.abspath(__file__), "--generate"], check=True)


def generate():
    import importlib.metadata
    import numpy as np
    import numpy_financial as npf

    # At a 0% rate numpy-financial evaluates both branches of np.where and so divides by zero
    # in the branch it then discards; every answer kept is still checked to be finite below.
    np.seterr(all="ignore")

    def monthly(r):
        return r / 1200.0

    def number(x):
        value = float(x)
        if not np.isfinite(value):
            raise SystemExit(f"numpy-financial gave {value}")
        return value

    def rate(n, pmt, pv, fv):
        return number(npf.rate(n, pmt, pv, fv, guess=0.01, tol=1e-14, maxiter=500)) * 1200

    def nper(i, pmt, pv, fv):
        if i == 0:
            return -(pv + fv) / pmt, "numpy-financial 1.0.0 nper is wrong at rate 0 (numpy/numpy-financial#16): " \
                f"it gives {float(npf.nper(i, pmt, pv, fv))}; this is its limit -(pv + fv) / pmt"
        return npf.nper(i, pmt, pv, fv), None

    rows = []

    def row(tab, solve, inputs, expected):
        note = None
        if isinstance(expected, tuple):
            expected, note = expected
        entry = {"tab": tab, "solve": solve, "inputs": inputs, "expected": number(expected)}
        if note:
            entry["note"] = note
        rows.append(entry)

    # Savings, lump sum: A = P (1 + i)^n.
    for p, r, n in [(1000, 4, 60), (2500, 0, 120), (10000, 12, 360), (1, 0.5, 1), (750.5, 2.75, 18)]:
        row("savings", "A", {"P": p, "r": r, "n": n}, npf.fv(monthly(r), n, 0, -p))
    for a, r, n in [(3000, 4, 60), (5000, 0, 24), (100000, 7.25, 480), (1234.56, 1.1, 7)]:
        row("savings", "P", {"A": a, "r": r, "n": n}, -npf.pv(monthly(r), n, 0, a))
    for p, a, n in [(1000, 3000, 60), (250, 1000, 240), (5000, 5100, 6), (10000, 25000, 180)]:
        row("savings", "r", {"P": p, "A": a, "n": n}, rate(n, 0, -p, a))
    for p, a, r in [(1000, 3000, 4), (100, 200, 6), (10000, 15000, 2.5), (1, 1000000, 9)]:
        row("savings", "t", {"P": p, "A": a, "r": r}, nper(monthly(r), 0, -p, a))

    # Savings with contributions: A = P (1 + i)^n + PMT ((1 + i)^n - 1) / i.
    for p, pmt, r, n in [(1000, 100, 4, 60), (0, 250, 5, 120), (500, 50, 0, 36), (20000, 1000, 8, 300)]:
        row("compound", "A", {"P": p, "PMT": pmt, "r": r, "n": n}, npf.fv(monthly(r), n, -pmt, -p))
    for a, pmt, r, n in [(8000, 100, 4, 60), (50000, 200, 6, 120), (10000, 100, 0, 60)]:
        row("compound", "P", {"A": a, "PMT": pmt, "r": r, "n": n}, -npf.pv(monthly(r), n, -pmt, a))
    for p, a, r, n in [(1000, 10000, 4, 60), (0, 1000000, 7, 480), (2000, 5000, 0, 30), (100, 1000, 3, 12)]:
        row("compound", "PMT", {"P": p, "A": a, "r": r, "n": n}, -npf.pmt(monthly(r), n, -p, a))
    for p, pmt, a, r in [(1000, 100, 10000, 4), (0, 500, 100000, 6), (1000, 100, 7000, 0), (5000, 10, 6000, 3)]:
        row("compound", "t", {"P": p, "PMT": pmt, "A": a, "r": r}, nper(monthly(r), -pmt, -p, a))
    for p, pmt, a, n in [(1000, 100, 8000, 60), (0, 200, 30000, 120), (5000, 0, 6000, 24), (100, 25, 1000, 30)]:
        row("compound", "r", {"P": p, "PMT": pmt, "A": a, "n": n}, rate(n, -pmt, -p, a))

    # Loans and mortgages, future value zero: P (1 + i)^n = PMT ((1 + i)^n - 1) / i.
    for p, r, n in [(350000, 3.5, 300), (3000, 7, 12), (10000, 0, 48), (250000, 5.99, 360), (500, 19.9, 6)]:
        row("loan", "PMT", {"P": p, "r": r, "n": n}, -npf.pmt(monthly(r), n, p))
    for pmt, r, n in [(1000, 5, 360), (350, 7, 9), (200, 0, 24), (1752.18, 3.5, 300)]:
        row("loan", "P", {"PMT": pmt, "r": r, "n": n}, npf.pv(monthly(r), n, -pmt))
    for p, pmt, r in [(3000, 350, 7), (350000, 2000, 3.5), (10000, 500, 0), (5000, 100, 12)]:
        row("loan", "t", {"P": p, "PMT": pmt, "r": r}, nper(monthly(r), -pmt, p, 0))
    for p, pmt, n in [(350000, 1752.18, 300), (10000, 300, 36), (3000, 350, 9), (200000, 1500, 240)]:
        row("loan", "r", {"P": p, "PMT": pmt, "n": n}, rate(n, -pmt, p, 0))

    table = {
        "source": {
            "library": "numpy-financial",
            "version": importlib.metadata.version("numpy-financial"),
            "numpy": np.__version__,
            "licence": "BSD-3-Clause",
            "script": "scripts/make-finance-reference.py",
            "units": "r percent a year compounded monthly; n monthly payments; t solved as n",
        },
        "rows": rows,
    }
    with open(OUTPUT, "w", encoding="utf-8") as out:
        json.dump(table, out, indent=1)
        out.write("\n")
    print(f"wrote {len(rows)} rows to {os.path.normpath(OUTPUT)}")


if __name__ == "__main__":
    if "--generate" in sys.argv:
        generate()
    else:
        bootstrap()
