// Twins of seed 003's customer collection (see common.thrift for the type mappings). The canonical root is
// List<Customer>; Thrift writes structs, so the list is the one field of CustomerListTwin.
// Structs are declared before their users, as the compiler resolves names in order.
namespace netstd SerBench.Serializers.Thrift.Twins

struct AddressTwin {
  1: string city
  2: string street
  // Address.Misc is typed object in the model (Edm.Untyped in OData); the payload puts a string in it.
  // The twin holds that string; mapping refuses any other runtime type rather than guess.
  3: string misc
}

struct CustomerTwin {
  1: i32 id
  2: string name
  3: list<string> emails
  4: string bio
  5: binary content
  6: AddressTwin homeAddress
  7: list<AddressTwin> addresses
}

struct CustomerListTwin {
  1: list<CustomerTwin> customers
}
