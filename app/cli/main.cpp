// STUB: replaced by the CLI helper
int main() { return 0; }
