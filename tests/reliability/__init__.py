"""The game kept safe against what a careless user, an attacker or the machine does:
full disks, damaged files, locks, kills, hung workers (issue 65)."""
