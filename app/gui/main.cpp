// STUB: replaced by the GUI helper
int main() { return 0; }
